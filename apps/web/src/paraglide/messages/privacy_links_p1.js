/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Links_P1Inputs */

const en_privacy_links_p1 = /** @type {(inputs: Privacy_Links_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our website contains links to third-party websites and social networks, including the share buttons on our articles. When you follow those links or share content, the third party's own privacy policy applies. We are not responsible for the privacy practices of websites we do not operate.`)
};

const fr_privacy_links_p1 = /** @type {(inputs: Privacy_Links_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre site Web contient des liens vers des sites Web de tiers et des réseaux sociaux, y compris les boutons de partage de nos articles. Lorsque vous suivez ces liens ou partagez du contenu, la politique de confidentialité du tiers s’applique. Nous ne sommes pas responsables des pratiques en matière de confidentialité des sites Web que nous n’exploitons pas.`)
};

/**
* | output |
* | --- |
* | "Our website contains links to third-party websites and social networks, including the share buttons on our articles. When you follow those links or share con..." |
*
* @param {Privacy_Links_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_links_p1 = /** @type {((inputs?: Privacy_Links_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Links_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_links_p1(inputs)
	return en_privacy_links_p1(inputs)
});