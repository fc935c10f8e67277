/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Why_DescriptionInputs */

const en_transport_why_description = /** @type {(inputs: Transport_Why_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licensed, insured and accountable: we treat every load as if our own name is on the trailer.`)
};

const fr_transport_why_description = /** @type {(inputs: Transport_Why_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titulaires de permis, assurés et responsables : nous traitons chaque chargement comme si notre nom figurait sur la remorque.`)
};

/**
* | output |
* | --- |
* | "Licensed, insured and accountable: we treat every load as if our own name is on the trailer." |
*
* @param {Transport_Why_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_why_description = /** @type {((inputs?: Transport_Why_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Why_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_why_description(inputs)
	return en_transport_why_description(inputs)
});