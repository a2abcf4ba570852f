import {useEffect, useState} from 'react';

/** Scroll distance, in CSS pixels, after which the landing page's navbar stops being translucent. */
export const NAVBAR_SOLID_AFTER_PX = 36;

/** True while the page is scrolled no further than NAVBAR_SOLID_AFTER_PX (the navbar then sits over the hero). */
export function useNavbarOverHero(): boolean {
  const [overHero, setOverHero] = useState(true);
  useEffect(() => {
    const update = () => setOverHero(window.scrollY <= NAVBAR_SOLID_AFTER_PX);
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, []);
  return overHero;
}
