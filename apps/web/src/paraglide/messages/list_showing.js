/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown>, total: NonNullable<unknown> }} List_ShowingInputs */

const en_list_showing = /** @type {(inputs: List_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.from}–${i?.to} of ${i?.total}`)
};

const fr_list_showing = /** @type {(inputs: List_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} à ${i?.to} sur ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Showing {from}–{to} of {total}" |
*
* @param {List_ShowingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_showing = /** @type {((inputs: List_ShowingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_ShowingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_list_showing(inputs)
	return en_list_showing(inputs)
});