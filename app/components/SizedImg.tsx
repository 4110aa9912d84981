import type { ImgHTMLAttributes } from "react";

/** An image with its intrinsic size and, where there are variants, their `srcset`. */
export type SizedImage = { src: string; width: number; height: number; srcSet?: string };

/**
 * A decorative responsive image (`alt=""`: the text beside it says what it shows) whose width and
 * height are known, so the page does not shift while it loads.
 */
export function SizedImg({
  image,
  sizes,
  ...rest
}: { image: SizedImage; sizes: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "width" | "height" | "alt">) {
  return <img src={image.src} srcSet={image.srcSet} sizes={sizes} width={image.width} height={image.height} alt="" {...rest} />;
}
