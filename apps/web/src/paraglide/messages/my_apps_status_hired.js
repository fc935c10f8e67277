/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Status_HiredInputs */

const en_my_apps_status_hired = /** @type {(inputs: My_Apps_Status_HiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hired`)
};

const fr_my_apps_status_hired = /** @type {(inputs: My_Apps_Status_HiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Embauché`)
};

/**
* | output |
* | --- |
* | "Hired" |
*
* @param {My_Apps_Status_HiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_status_hired = /** @type {((inputs?: My_Apps_Status_HiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Status_HiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_status_hired(inputs)
	return en_my_apps_status_hired(inputs)
});