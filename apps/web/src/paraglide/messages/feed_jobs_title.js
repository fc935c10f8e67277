/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feed_Jobs_TitleInputs */

const en_feed_jobs_title = /** @type {(inputs: Feed_Jobs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job openings`)
};

const fr_feed_jobs_title = /** @type {(inputs: Feed_Jobs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offres d’emploi`)
};

/**
* | output |
* | --- |
* | "Job openings" |
*
* @param {Feed_Jobs_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const feed_jobs_title = /** @type {((inputs?: Feed_Jobs_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feed_Jobs_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_feed_jobs_title(inputs)
	return en_feed_jobs_title(inputs)
});