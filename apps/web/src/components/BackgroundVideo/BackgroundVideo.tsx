import { useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { afterPageSettles } from '../../lib/after-page-settles';
import classes from './BackgroundVideo.module.css';

export interface BackgroundVideoProps {
  /** A video (mp4) or an animated image (gif) under /api/public. */
  src: string;
  /** Still image (a .jpg with responsive copies) shown at once, and instead of motion where motion is not wanted. */
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

/** Whether the motion may load at all: a wide screen, and neither reduced motion nor data saver. */
export function wantsMotion(): boolean {
  if (typeof window === 'undefined' || prefersStillMedia()) return false;
  return !(window.matchMedia?.(MOBILE_QUERY).matches ?? false);
}

/**
 * Decorative hero media (section 4). The still appears at once (responsive AVIF/WebP, fetched
 * first: it is the page's largest paint); the looping muted clip is added only after the page has
 * settled, on screens wider than 768 px, without reduced motion or data saver. The clip plays only
 * while at least half visible and the tab is shown.
 */
export function BackgroundVideo({ src, poster, overlay = 0.55, className }: BackgroundVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [motion, setMotion] = useState(false);
  /** Whether the clip was ruled out (a narrow screen, reduced motion, data saver): then it never loads. */
  const [stillOnly, setStillOnly] = useState(false);
  const [playing, setPlaying] = useState(false);
  const isGif = src.toLowerCase().endsWith('.gif');

  useEffect(() => {
    if (!wantsMotion()) {
      setStillOnly(true);
      return;
    }
    return afterPageSettles(() => setMotion(true));
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!motion || !video || isGif) return;
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
    // Narrow screens (a wide window made narrow after the clip loaded): pause while scrolling.
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
  }, [motion, isGif]);

  return (
    <div className={[classes.root, className].filter(Boolean).join(' ')} aria-hidden="true" data-media={motion ? 'clip' : stillOnly ? 'still' : 'pending'}>
      <ResponsiveImage className={classes.media} src={poster} alt="" sizes="100vw" priority data-testid="hero-still" />
      {motion && isGif ? <img className={`${classes.media} ${classes.motion}`} src={src} alt="" data-playing="true" /> : null}
      {motion && !isGif ? (
        <video
          ref={videoRef}
          className={classes.media + ' ' + classes.motion}
          data-playing={playing}
          src={src}
          poster={poster}
          muted
          loop
          playsInline
          preload="auto"
          onPlaying={() => setPlaying(true)}
          onError={() => console.warn(`Background video failed to load: ${src}`)}
        />
      ) : null}
      <div className={classes.overlay} style={{ opacity: overlay }} />
    </div>
  );
}
