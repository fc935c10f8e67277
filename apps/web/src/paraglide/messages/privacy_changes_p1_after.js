/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Changes_P1_AfterInputs */

const en_privacy_changes_p1_after = /** @type {(inputs: Privacy_Changes_P1_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, which govern your use of the website.`)
};

const fr_privacy_changes_p1_after = /** @type {(inputs: Privacy_Changes_P1_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, qui régissent votre utilisation du site Web.`)
};

/**
* | output |
* | --- |
* | ", which govern your use of the website." |
*
* @param {Privacy_Changes_P1_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_changes_p1_after = /** @type {((inputs?: Privacy_Changes_P1_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Changes_P1_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_changes_p1_after(inputs)
	return en_privacy_changes_p1_after(inputs)
});