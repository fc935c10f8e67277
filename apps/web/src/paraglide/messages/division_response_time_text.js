/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Division_Response_Time_TextInputs */

const en_division_response_time_text = /** @type {(inputs: Division_Response_Time_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We respond within 24 hours on business days.`)
};

const fr_division_response_time_text = /** @type {(inputs: Division_Response_Time_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous répondons dans les 24 heures les jours ouvrables.`)
};

/**
* | output |
* | --- |
* | "We respond within 24 hours on business days." |
*
* @param {Division_Response_Time_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const division_response_time_text = /** @type {((inputs?: Division_Response_Time_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Division_Response_Time_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_division_response_time_text(inputs)
	return en_division_response_time_text(inputs)
});