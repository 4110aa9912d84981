import { MapPin } from "~/components/icons";
import { SizedImg, type SizedImage } from "~/components/SizedImg";

export type MapEmbedProps = {
  preview: Required<SizedImage>;
  embedSrc: string;
  directionsHref: string;
  loadLabel: string;
  consentNote: string;
  frameTitle: string;
  directionsLabel: string;
  newTabLabel: string;
};

/**
 * A static preview of the city; the interactive map (a third-party frame) is requested only after
 * the visitor presses the button, so no third party is contacted without their consent
 * (`MapEmbed.lazy.client.ts`).
 * Without JavaScript the directions link opens the map instead.
 */
export function MapEmbed(props: MapEmbedProps) {
  return (
    <div data-map="" data-embed-src={props.embedSrc} data-frame-title={props.frameTitle}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg border border-slate-200 bg-slate-100" data-map-frame-box="">
        <SizedImg
          image={props.preview}
          sizes="(min-width: 1024px) 480px, 100vw"
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
        <div className="absolute inset-0 flex items-end justify-center bg-gradient-to-t from-brand-950/60 to-transparent p-5">
          <button
            type="button"
            data-testid="map-load"
            data-map-load=""
            className="inline-flex items-center gap-2 rounded-md bg-white px-4 py-2.5 text-sm font-semibold text-brand-900 shadow-md hover:bg-brand-50"
          >
            <MapPin className="size-4 text-copper-600" aria-hidden="true" />
            {props.loadLabel}
          </button>
        </div>
      </div>
      <p className="mt-3 text-xs leading-5 text-slate-600" data-map-consent="">
        {props.consentNote}
      </p>
      <a href={props.directionsHref} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm font-semibold text-copper-700 hover:underline">
        {props.directionsLabel}
        <span className="sr-only"> {props.newTabLabel}</span>
      </a>
    </div>
  );
}
