/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Division_Call_NowInputs */

const en_division_call_now = /** @type {(inputs: Division_Call_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call Now`)
};

const fr_division_call_now = /** @type {(inputs: Division_Call_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appeler`)
};

/**
* | output |
* | --- |
* | "Call Now" |
*
* @param {Division_Call_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const division_call_now = /** @type {((inputs?: Division_Call_NowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Division_Call_NowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_division_call_now(inputs)
	return en_division_call_now(inputs)
});