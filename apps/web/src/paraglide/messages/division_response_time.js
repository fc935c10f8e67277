/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Division_Response_TimeInputs */

const en_division_response_time = /** @type {(inputs: Division_Response_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Response time`)
};

const fr_division_response_time = /** @type {(inputs: Division_Response_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Délai de réponse`)
};

/**
* | output |
* | --- |
* | "Response time" |
*
* @param {Division_Response_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const division_response_time = /** @type {((inputs?: Division_Response_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Division_Response_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_division_response_time(inputs)
	return en_division_response_time(inputs)
});