/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Children_HeadingInputs */

const en_privacy_children_heading = /** @type {(inputs: Privacy_Children_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`13. Minors`)
};

const fr_privacy_children_heading = /** @type {(inputs: Privacy_Children_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`13. Mineurs`)
};

/**
* | output |
* | --- |
* | "13. Minors" |
*
* @param {Privacy_Children_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_children_heading = /** @type {((inputs?: Privacy_Children_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Children_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_children_heading(inputs)
	return en_privacy_children_heading(inputs)
});