/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Cookies_P1Inputs */

const en_privacy_cookies_p1 = /** @type {(inputs: Privacy_Cookies_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our website uses cookies, small text files stored on your device, to keep the site working, remember your preferences, keep administrative sessions secure and understand how visitors use our pages so that we can improve them. Session cookies are deleted when you close your browser. Persistent cookies are kept for a set period, up to 2 years, unless you delete them sooner.`)
};

const fr_privacy_cookies_p1 = /** @type {(inputs: Privacy_Cookies_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre site Web utilise des témoins (cookies), de petits fichiers texte enregistrés sur votre appareil, pour assurer le fonctionnement du site, mémoriser vos préférences, sécuriser les sessions administratives et comprendre comment les visiteurs utilisent nos pages afin de les améliorer. Les témoins de session sont supprimés à la fermeture du navigateur. Les témoins persistants sont conservés pendant une période déterminée, jusqu’à 2 ans, à moins que vous ne les supprimiez avant.`)
};

/**
* | output |
* | --- |
* | "Our website uses cookies, small text files stored on your device, to keep the site working, remember your preferences, keep administrative sessions secure an..." |
*
* @param {Privacy_Cookies_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_cookies_p1 = /** @type {((inputs?: Privacy_Cookies_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Cookies_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_cookies_p1(inputs)
	return en_privacy_cookies_p1(inputs)
});