/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Process_TitleInputs */

const en_staffing_process_title = /** @type {(inputs: Staffing_Process_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hiring Made Simple`)
};

const fr_staffing_process_title = /** @type {(inputs: Staffing_Process_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’embauche en toute simplicité`)
};

/**
* | output |
* | --- |
* | "Hiring Made Simple" |
*
* @param {Staffing_Process_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_process_title = /** @type {((inputs?: Staffing_Process_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Process_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_process_title(inputs)
	return en_staffing_process_title(inputs)
});