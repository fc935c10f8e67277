/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Cookies_HeadingInputs */

const en_privacy_cookies_heading = /** @type {(inputs: Privacy_Cookies_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`11. Cookies and Similar Technologies`)
};

const fr_privacy_cookies_heading = /** @type {(inputs: Privacy_Cookies_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`11. Témoins et technologies semblables`)
};

/**
* | output |
* | --- |
* | "11. Cookies and Similar Technologies" |
*
* @param {Privacy_Cookies_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_cookies_heading = /** @type {((inputs?: Privacy_Cookies_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Cookies_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_cookies_heading(inputs)
	return en_privacy_cookies_heading(inputs)
});