/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Status_In_ReviewInputs */

const en_my_apps_status_in_review = /** @type {(inputs: My_Apps_Status_In_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In review`)
};

const fr_my_apps_status_in_review = /** @type {(inputs: My_Apps_Status_In_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En examen`)
};

/**
* | output |
* | --- |
* | "In review" |
*
* @param {My_Apps_Status_In_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_status_in_review = /** @type {((inputs?: My_Apps_Status_In_ReviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Status_In_ReviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_status_in_review(inputs)
	return en_my_apps_status_in_review(inputs)
});