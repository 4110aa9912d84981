import { Pause, Play } from "~/components/icons";

export const HERO_MEDIA = {
  poster: "/videos/hero-poster.webp",
  poster640: "/videos/hero-poster-640.webp",
  poster960: "/videos/hero-poster-960.webp",
  webm: "/videos/hero.webm",
  mp4: "/videos/hero.mp4",
  width: 1280,
  height: 720,
} as const;

/**
 * The home hero's background: the poster is server-rendered (it is
 * what paints first); `HeroMedia.lazy.client.ts` then puts the muted looping video in its place
 * unless the visitor prefers reduced motion. If the video fails, the dark gradient behind
 * everything shows instead. A moving background that loops for ever needs a way to stop it: the
 * pause button (hidden until the video plays) is a toggle whose label stays «Pausar…» and whose
 * pressed state says it is paused.
 */
export function HeroMedia({ label, pauseLabel }: { label: string; pauseLabel: string }) {
  return (
    <div
      className="absolute inset-0 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700"
      data-hero-media="poster"
      data-webm={HERO_MEDIA.webm}
      data-mp4={HERO_MEDIA.mp4}
    >
      <img
        src={HERO_MEDIA.poster}
        srcSet={`${HERO_MEDIA.poster640} 640w, ${HERO_MEDIA.poster960} 960w, ${HERO_MEDIA.poster} 1280w`}
        sizes="100vw"
        width={HERO_MEDIA.width}
        height={HERO_MEDIA.height}
        alt={label}
        fetchPriority="high"
        decoding="async"
        data-hero-poster=""
        className="absolute inset-0 size-full object-cover"
      />
      <div className="absolute inset-0 bg-gradient-to-r from-brand-950/95 via-brand-950/80 to-brand-950/40" data-hero-shade="" />
      <button
        type="button"
        hidden
        data-hero-toggle=""
        aria-pressed="false"
        aria-label={pauseLabel}
        title={pauseLabel}
        className="group absolute right-4 bottom-4 z-20 inline-flex size-10 items-center justify-center rounded-full bg-brand-950/70 text-white ring-1 ring-white/40 hover:bg-brand-950/90"
      >
        <Pause className="size-4 group-aria-pressed:hidden" aria-hidden="true" />
        <Play className="hidden size-4 group-aria-pressed:block" aria-hidden="true" />
      </button>
    </div>
  );
}
