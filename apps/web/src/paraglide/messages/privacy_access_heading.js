/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Access_HeadingInputs */

const en_privacy_access_heading = /** @type {(inputs: Privacy_Access_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10. Access to Your Information`)
};

const fr_privacy_access_heading = /** @type {(inputs: Privacy_Access_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10. Accès à vos renseignements`)
};

/**
* | output |
* | --- |
* | "10. Access to Your Information" |
*
* @param {Privacy_Access_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_access_heading = /** @type {((inputs?: Privacy_Access_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Access_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_access_heading(inputs)
	return en_privacy_access_heading(inputs)
});