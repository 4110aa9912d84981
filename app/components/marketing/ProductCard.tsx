import { ArrowRight } from "~/components/icons";
import { IMAGE_SETS, sizedImage } from "~/content/images";
import { CheckList } from "./ui";
import type { ProductView, ProductViewLabels } from "~/content/types";
import { SizedImg } from "~/components/SizedImg";

/**
 * The product's picture; if it fails to load, `ProductCard.lazy.client.ts` puts a grey
 * 'IMG' placeholder named `data-fallback-label` in its place.
 */
function ProductImage({ src, fallbackLabel, eager }: { src: string; fallbackLabel: string; eager: boolean }) {
  return (
    <SizedImg
      image={sizedImage(src, IMAGE_SETS.product)}
      sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 100vw"
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      data-fallback-label={fallbackLabel}
      className="aspect-[4/3] w-full bg-slate-100 object-cover"
    />
  );
}

export function ProductCard({
  product,
  labels,
  quoteTo,
  headingLevel = 3,
  eagerImage = false,
}: {
  product: ProductView;
  labels: ProductViewLabels;
  quoteTo: string;
  headingLevel?: 2 | 3;
  eagerImage?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      id={product.id}
      data-product={product.id}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <ProductImage src={product.image} fallbackLabel={labels.imageFallback} eager={eagerImage} />
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-lg font-semibold leading-snug text-brand-900">{product.title}</Heading>
        <p className="mt-1 text-sm font-medium text-copper-700">{product.subtitle}</p>
        <p className="mt-3 text-[15px] leading-6 text-slate-600">{product.description}</p>
        {product.highlights.length ? (
          <dl className="mt-5 grid grid-cols-2 [&>*:last-child:nth-child(odd)]:col-span-2 gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 text-sm">
            {product.highlights.map((h) => (
              <div key={h.label} className="bg-slate-50 px-3 py-2">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{h.label}</dt>
                <dd className="mt-0.5 font-semibold text-brand-900">{h.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="mt-5 text-xs font-semibold uppercase tracking-wider text-slate-500">{labels.featuresHeading}</p>
        <CheckList items={product.features} className="mt-2 flex-1" />
        <a
          href={quoteTo}
          data-quote={product.id}
          className="mt-6 inline-flex items-center justify-center gap-2 rounded-md bg-brand-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {labels.quoteLabel}
          <span className="sr-only">: {product.title}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
