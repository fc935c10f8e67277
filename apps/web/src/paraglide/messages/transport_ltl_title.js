/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Ltl_TitleInputs */

const en_transport_ltl_title = /** @type {(inputs: Transport_Ltl_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Less-Than-Truckload (LTL)`)
};

const fr_transport_ltl_title = /** @type {(inputs: Transport_Ltl_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge partielle (LTL)`)
};

/**
* | output |
* | --- |
* | "Less-Than-Truckload (LTL)" |
*
* @param {Transport_Ltl_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_ltl_title = /** @type {((inputs?: Transport_Ltl_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Ltl_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_ltl_title(inputs)
	return en_transport_ltl_title(inputs)
});