/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Why_Insured_DescriptionInputs */

const en_transport_why_insured_description = /** @type {(inputs: Transport_Why_Insured_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every load is covered by $2M liability insurance and handled by carriers with verified authority.`)
};

const fr_transport_why_insured_description = /** @type {(inputs: Transport_Why_Insured_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque chargement est couvert par une assurance responsabilité de 2 M$ et confié à des transporteurs dont l’autorisation est vérifiée.`)
};

/**
* | output |
* | --- |
* | "Every load is covered by $2M liability insurance and handled by carriers with verified authority." |
*
* @param {Transport_Why_Insured_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_why_insured_description = /** @type {((inputs?: Transport_Why_Insured_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Why_Insured_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_why_insured_description(inputs)
	return en_transport_why_insured_description(inputs)
});