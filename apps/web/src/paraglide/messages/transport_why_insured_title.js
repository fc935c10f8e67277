/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Why_Insured_TitleInputs */

const en_transport_why_insured_title = /** @type {(inputs: Transport_Why_Insured_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insured and Compliant`)
};

const fr_transport_why_insured_title = /** @type {(inputs: Transport_Why_Insured_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assurés et conformes`)
};

/**
* | output |
* | --- |
* | "Insured and Compliant" |
*
* @param {Transport_Why_Insured_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_why_insured_title = /** @type {((inputs?: Transport_Why_Insured_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Why_Insured_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_why_insured_title(inputs)
	return en_transport_why_insured_title(inputs)
});