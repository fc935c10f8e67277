/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Links_HeadingInputs */

const en_privacy_links_heading = /** @type {(inputs: Privacy_Links_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12. Third-Party Websites`)
};

const fr_privacy_links_heading = /** @type {(inputs: Privacy_Links_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12. Sites Web de tiers`)
};

/**
* | output |
* | --- |
* | "12. Third-Party Websites" |
*
* @param {Privacy_Links_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_links_heading = /** @type {((inputs?: Privacy_Links_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Links_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_links_heading(inputs)
	return en_privacy_links_heading(inputs)
});