/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Collection_HeadingInputs */

const en_privacy_collection_heading = /** @type {(inputs: Privacy_Collection_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. Information We Collect`)
};

const fr_privacy_collection_heading = /** @type {(inputs: Privacy_Collection_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. Renseignements que nous recueillons`)
};

/**
* | output |
* | --- |
* | "3. Information We Collect" |
*
* @param {Privacy_Collection_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_collection_heading = /** @type {((inputs?: Privacy_Collection_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Collection_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_collection_heading(inputs)
	return en_privacy_collection_heading(inputs)
});