/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortName: NonNullable<unknown>, legalName: NonNullable<unknown> }} Terms_Ip_P2Inputs */

const en_terms_ip_p2 = /** @type {(inputs: Terms_Ip_P2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.shortName} name and logo are trademarks of ${i?.legalName}. Nothing on the Website grants you a licence to use them.`)
};

const fr_terms_ip_p2 = /** @type {(inputs: Terms_Ip_P2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nom et le logo ${i?.shortName} sont des marques de commerce de ${i?.legalName}. Rien sur le site Web ne vous accorde de licence pour les utiliser.`)
};

/**
* | output |
* | --- |
* | "The {shortName} name and logo are trademarks of {legalName}. Nothing on the Website grants you a licence to use them." |
*
* @param {Terms_Ip_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_ip_p2 = /** @type {((inputs: Terms_Ip_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Ip_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_ip_p2(inputs)
	return en_terms_ip_p2(inputs)
});