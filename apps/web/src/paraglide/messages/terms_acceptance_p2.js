/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Acceptance_P2Inputs */

const en_terms_acceptance_p2 = /** @type {(inputs: Terms_Acceptance_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you use the Website on behalf of a business or other organization, you confirm that you have the authority to accept these Terms on its behalf, and "you" includes that organization.`)
};

const fr_terms_acceptance_p2 = /** @type {(inputs: Terms_Acceptance_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous utilisez le site Web au nom d’une entreprise ou d’une autre organisation, vous confirmez avoir le pouvoir d’accepter ces conditions en son nom, et « vous » inclut cette organisation.`)
};

/**
* | output |
* | --- |
* | "If you use the Website on behalf of a business or other organization, you confirm that you have the authority to accept these Terms on its behalf, and \"you\" ..." |
*
* @param {Terms_Acceptance_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_acceptance_p2 = /** @type {((inputs?: Terms_Acceptance_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Acceptance_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_acceptance_p2(inputs)
	return en_terms_acceptance_p2(inputs)
});