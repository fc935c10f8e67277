/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Head_TitleInputs */

const en_transport_head_title = /** @type {(inputs: Transport_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportation & Freight Services`)
};

const fr_transport_head_title = /** @type {(inputs: Transport_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services de transport de marchandises`)
};

/**
* | output |
* | --- |
* | "Transportation & Freight Services" |
*
* @param {Transport_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_head_title = /** @type {((inputs?: Transport_Head_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Head_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_head_title(inputs)
	return en_transport_head_title(inputs)
});