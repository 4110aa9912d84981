/**
 * The home hero's video: the muted loop takes the server-rendered
 * poster's place unless the visitor prefers reduced motion; if it fails, the poster goes too and
 * the dark gradient behind shows (`data-hero-media`: poster → video, or error). The video starts
 * after the `load` event, so it never competes with the poster (the largest paint) for bandwidth.
 */
import { prefersReducedMotion } from "~/widgets/motion";

export function enhance(): void {
  const box = document.querySelector<HTMLElement>("[data-hero-media]");
  if (!box || prefersReducedMotion()) return;
  // The poster is what the visitor waits for: the video's bytes start only once the page has loaded.
  if (document.readyState === "complete") startVideo(box);
  else window.addEventListener("load", () => startVideo(box), { once: true });
}

function startVideo(box: HTMLElement): void {
  const poster = box.querySelector<HTMLImageElement>("img[data-hero-poster]");
  const video = document.createElement("video");
  video.className = "absolute inset-0 size-full object-cover";
  video.muted = true;
  video.defaultMuted = true;
  video.autoplay = true;
  video.loop = true;
  video.playsInline = true;
  video.preload = "auto";
  if (poster) video.poster = poster.currentSrc || poster.src;
  video.setAttribute("aria-hidden", "true");
  const toggle = box.querySelector<HTMLButtonElement>("button[data-hero-toggle]");
  const fail = () => {
    box.dataset.heroMedia = "error";
    video.remove();
    poster?.remove();
    if (toggle) toggle.hidden = true;
  };
  video.addEventListener("error", fail);
  const sources: Array<[string | undefined, string]> = [
    [box.dataset.webm, "video/webm"],
    [box.dataset.mp4, "video/mp4"],
  ];
  let last: HTMLSourceElement | undefined;
  for (const [src, type] of sources) {
    if (!src) continue;
    const source = document.createElement("source");
    source.src = src;
    source.type = type;
    video.append(source);
    last = source;
  }
  // The last source's error means none of them could play.
  last?.addEventListener("error", fail);
  box.querySelector("[data-hero-shade]")?.before(video);
  box.dataset.heroMedia = "video";
  if (toggle) {
    toggle.hidden = false;
    toggle.addEventListener("click", () => {
      const pause = !video.paused;
      if (pause) video.pause();
      else void video.play().catch(() => undefined);
      toggle.setAttribute("aria-pressed", String(pause));
    });
  }
}
