/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Work_With_UsInputs */

const en_about_work_with_us = /** @type {(inputs: About_Work_With_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work With Us`)
};

const fr_about_work_with_us = /** @type {(inputs: About_Work_With_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travaillez avec nous`)
};

/**
* | output |
* | --- |
* | "Work With Us" |
*
* @param {About_Work_With_UsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_work_with_us = /** @type {((inputs?: About_Work_With_UsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Work_With_UsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_work_with_us(inputs)
	return en_about_work_with_us(inputs)
});