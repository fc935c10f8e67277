/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Jobs_Tab_RemoteInputs */

const en_home_jobs_tab_remote = /** @type {(inputs: Home_Jobs_Tab_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remote`)
};

const fr_home_jobs_tab_remote = /** @type {(inputs: Home_Jobs_Tab_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télétravail`)
};

/**
* | output |
* | --- |
* | "Remote" |
*
* @param {Home_Jobs_Tab_RemoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_jobs_tab_remote = /** @type {((inputs?: Home_Jobs_Tab_RemoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Jobs_Tab_RemoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_jobs_tab_remote(inputs)
	return en_home_jobs_tab_remote(inputs)
});