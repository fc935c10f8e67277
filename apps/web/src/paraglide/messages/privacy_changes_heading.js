/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Changes_HeadingInputs */

const en_privacy_changes_heading = /** @type {(inputs: Privacy_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`15. Changes to This Policy`)
};

const fr_privacy_changes_heading = /** @type {(inputs: Privacy_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`15. Modifications de la présente politique`)
};

/**
* | output |
* | --- |
* | "15. Changes to This Policy" |
*
* @param {Privacy_Changes_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_changes_heading = /** @type {((inputs?: Privacy_Changes_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Changes_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_changes_heading(inputs)
	return en_privacy_changes_heading(inputs)
});