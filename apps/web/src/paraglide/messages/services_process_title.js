/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Process_TitleInputs */

const en_services_process_title = /** @type {(inputs: Services_Process_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How We Work With You`)
};

const fr_services_process_title = /** @type {(inputs: Services_Process_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre façon de travailler avec vous`)
};

/**
* | output |
* | --- |
* | "How We Work With You" |
*
* @param {Services_Process_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_process_title = /** @type {((inputs?: Services_Process_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Process_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_process_title(inputs)
	return en_services_process_title(inputs)
});