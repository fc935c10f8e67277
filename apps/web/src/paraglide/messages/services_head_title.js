/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Head_TitleInputs */

const en_services_head_title = /** @type {(inputs: Services_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Services`)
};

const fr_services_head_title = /** @type {(inputs: Services_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos services`)
};

/**
* | output |
* | --- |
* | "Our Services" |
*
* @param {Services_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_head_title = /** @type {((inputs?: Services_Head_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Head_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_head_title(inputs)
	return en_services_head_title(inputs)
});