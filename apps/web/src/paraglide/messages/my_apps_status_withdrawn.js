/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Status_WithdrawnInputs */

const en_my_apps_status_withdrawn = /** @type {(inputs: My_Apps_Status_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawn`)
};

const fr_my_apps_status_withdrawn = /** @type {(inputs: My_Apps_Status_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirée`)
};

/**
* | output |
* | --- |
* | "Withdrawn" |
*
* @param {My_Apps_Status_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_status_withdrawn = /** @type {((inputs?: My_Apps_Status_WithdrawnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Status_WithdrawnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_status_withdrawn(inputs)
	return en_my_apps_status_withdrawn(inputs)
});