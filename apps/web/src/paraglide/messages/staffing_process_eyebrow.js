/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Process_EyebrowInputs */

const en_staffing_process_eyebrow = /** @type {(inputs: Staffing_Process_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How it works`)
};

const fr_staffing_process_eyebrow = /** @type {(inputs: Staffing_Process_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment ça fonctionne`)
};

/**
* | output |
* | --- |
* | "How it works" |
*
* @param {Staffing_Process_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_process_eyebrow = /** @type {((inputs?: Staffing_Process_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Process_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_process_eyebrow(inputs)
	return en_staffing_process_eyebrow(inputs)
});