import { useEffect, useState } from "react";
import { prefersReducedMotion } from "~/lib/reveal";

export const HERO_MEDIA = {
  poster: "/videos/hero-poster.webp",
  poster640: "/videos/hero-poster-640.webp",
  poster960: "/videos/hero-poster-960.webp",
  webm: "/videos/hero.webm",
  mp4: "/videos/hero.mp4",
  width: 1280,
  height: 720,
} as const;

type Mode = "poster" | "video" | "error";

/**
 * The home hero's background (SPEC §2 Home, §4 Video, §8): the poster is server-rendered (it is
 * what paints first); after hydration a muted looping video replaces it unless the visitor prefers
 * reduced motion. If the video fails, the dark gradient behind everything shows instead.
 */
export function HeroMedia({ label }: { label: string }) {
  const [mode, setMode] = useState<Mode>("poster");
  useEffect(() => {
    if (!prefersReducedMotion()) setMode("video");
  }, []);
  const fail = () => setMode("error");
  return (
    <div className="absolute inset-0 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700" data-hero-media={mode}>
      {mode !== "error" ? (
        <img
          src={HERO_MEDIA.poster}
          srcSet={`${HERO_MEDIA.poster640} 640w, ${HERO_MEDIA.poster960} 960w, ${HERO_MEDIA.poster} 1280w`}
          sizes="100vw"
          width={HERO_MEDIA.width}
          height={HERO_MEDIA.height}
          alt={label}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
      {mode === "video" ? (
        <video
          className="absolute inset-0 size-full object-cover"
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          poster={HERO_MEDIA.poster}
          aria-hidden="true"
          onError={fail}
        >
          <source src={HERO_MEDIA.webm} type="video/webm" />
          <source src={HERO_MEDIA.mp4} type="video/mp4" onError={fail} />
        </video>
      ) : null}
      <div className="absolute inset-0 bg-gradient-to-r from-brand-950/95 via-brand-950/80 to-brand-950/40" />
    </div>
  );
}
