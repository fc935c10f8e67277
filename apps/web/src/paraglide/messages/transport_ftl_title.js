/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Ftl_TitleInputs */

const en_transport_ftl_title = /** @type {(inputs: Transport_Ftl_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full Truckload (FTL)`)
};

const fr_transport_ftl_title = /** @type {(inputs: Transport_Ftl_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge complète (FTL)`)
};

/**
* | output |
* | --- |
* | "Full Truckload (FTL)" |
*
* @param {Transport_Ftl_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_ftl_title = /** @type {((inputs?: Transport_Ftl_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Ftl_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_ftl_title(inputs)
	return en_transport_ftl_title(inputs)
});