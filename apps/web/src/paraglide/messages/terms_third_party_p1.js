/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Third_Party_P1Inputs */

const en_terms_third_party_p1 = /** @type {(inputs: Terms_Third_Party_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Website may contain links to websites or services operated by third parties, including social networks and employer websites. We provide these links for convenience only. We do not control and are not responsible for the content, privacy practices or availability of third-party sites, and a link does not mean we endorse them.`)
};

const fr_terms_third_party_p1 = /** @type {(inputs: Terms_Third_Party_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le site Web peut contenir des liens vers des sites Web ou des services exploités par des tiers, y compris des réseaux sociaux et des sites d’employeurs. Ces liens sont fournis pour votre commodité seulement. Nous ne contrôlons pas le contenu, les pratiques en matière de confidentialité ni la disponibilité des sites de tiers et n’en sommes pas responsables, et un lien ne signifie pas que nous les approuvons.`)
};

/**
* | output |
* | --- |
* | "The Website may contain links to websites or services operated by third parties, including social networks and employer websites. We provide these links for ..." |
*
* @param {Terms_Third_Party_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_third_party_p1 = /** @type {((inputs?: Terms_Third_Party_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Third_Party_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_third_party_p1(inputs)
	return en_terms_third_party_p1(inputs)
});