/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Privacy_AfterInputs */

const en_terms_privacy_after = /** @type {(inputs: Terms_Privacy_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, which explains how we collect, use, retain and protect personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA).`)
};

const fr_terms_privacy_after = /** @type {(inputs: Terms_Privacy_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, qui explique comment nous recueillons, utilisons, conservons et protégeons les renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE).`)
};

/**
* | output |
* | --- |
* | ", which explains how we collect, use, retain and protect personal information in accordance with the Personal Information Protection and Electronic Documents..." |
*
* @param {Terms_Privacy_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_privacy_after = /** @type {((inputs?: Terms_Privacy_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Privacy_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_privacy_after(inputs)
	return en_terms_privacy_after(inputs)
});