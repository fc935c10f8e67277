/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_Success_TitleInputs */

const en_carrier_join_success_title = /** @type {(inputs: Carrier_Join_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application Submitted`)
};

const fr_carrier_join_success_title = /** @type {(inputs: Carrier_Join_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande envoyée`)
};

/**
* | output |
* | --- |
* | "Application Submitted" |
*
* @param {Carrier_Join_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_success_title = /** @type {((inputs?: Carrier_Join_Success_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_Success_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_success_title(inputs)
	return en_carrier_join_success_title(inputs)
});