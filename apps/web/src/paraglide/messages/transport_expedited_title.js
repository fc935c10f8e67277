/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Expedited_TitleInputs */

const en_transport_expedited_title = /** @type {(inputs: Transport_Expedited_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expedited Freight`)
};

const fr_transport_expedited_title = /** @type {(inputs: Transport_Expedited_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transport urgent`)
};

/**
* | output |
* | --- |
* | "Expedited Freight" |
*
* @param {Transport_Expedited_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_expedited_title = /** @type {((inputs?: Transport_Expedited_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Expedited_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_expedited_title(inputs)
	return en_transport_expedited_title(inputs)
});