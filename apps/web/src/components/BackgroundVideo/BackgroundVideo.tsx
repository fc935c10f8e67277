import { useEffect, useRef, useState } from 'react';
import classes from './BackgroundVideo.module.css';

export interface BackgroundVideoProps {
  /** A video (mp4) or an animated image (gif) under /api/public. */
  src: string;
  /** Still image shown before playback and instead of motion for reduced-motion or data-saver users. */
  poster: string;
  /** Darkening overlay over the media, 0..1. */
  overlay?: number;
  className?: string;
}

const MOBILE_QUERY = '(max-width: 768px)';

/** True when the visitor asked for less motion or less data. */
export function prefersStillMedia(): boolean {
  if (typeof window === 'undefined') return false;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return reduced || saveData;
}

/**
 * Decorative looping hero media (section 4): muted, plays only while at least half visible and
 * the tab is shown, paused for reduced motion or data saver (the poster stands in), and on narrow
 * screens paused while scrolling, resuming 100 ms later at 0.9 speed.
 */
export function BackgroundVideo({ src, poster, overlay = 0.55, className }: BackgroundVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [still] = useState(prefersStillMedia);
  const isGif = src.toLowerCase().endsWith('.gif');

  useEffect(() => {
    const video = videoRef.current;
    if (!video || still || isGif) return;
    let visible = false;
    let scrolling = false;
    let resumeTimer: ReturnType<typeof setTimeout> | undefined;

    const update = () => {
      if (visible && !document.hidden && !scrolling) {
        video.play().catch((error: unknown) => console.warn('Background video could not play', error));
      } else {
        video.pause();
      }
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        visible = (entry?.intersectionRatio ?? 0) >= 0.5;
        update();
      },
      { threshold: [0, 0.5, 1] },
    );
    observer.observe(video);
    const onVisibility = () => update();
    const onScroll = () => {
      if (!window.matchMedia(MOBILE_QUERY).matches) return;
      scrolling = true;
      video.pause();
      clearTimeout(resumeTimer);
      resumeTimer = setTimeout(() => {
        scrolling = false;
        video.playbackRate = 0.9;
        update();
      }, 100);
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('scroll', onScroll);
      clearTimeout(resumeTimer);
    };
  }, [still, isGif]);

  return (
    <div className={[classes.root, className].filter(Boolean).join(' ')} aria-hidden="true">
      {still ? (
        <img className={classes.media} src={poster} alt="" data-testid="hero-still" />
      ) : isGif ? (
        <img className={classes.media} src={src} alt="" />
      ) : (
        <video
          ref={videoRef}
          className={classes.media}
          src={src}
          poster={poster}
          muted
          loop
          playsInline
          preload="metadata"
          onError={() => console.warn(`Background video failed to load: ${src}`)}
        />
      )}
      <div className={classes.overlay} style={{ opacity: overlay }} />
    </div>
  );
}
