/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Approach_Problem_TextInputs */

const en_about_approach_problem_text = /** @type {(inputs: About_Approach_Problem_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open shifts, missed shipments, overflowing storage. Before we suggest anything, we learn how your operation runs, where it is stretched and what a good week looks like for your team.`)
};

const fr_about_approach_problem_text = /** @type {(inputs: About_Approach_Problem_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quarts non pourvus, envois manqués, entrepôts débordants. Avant de proposer quoi que ce soit, nous apprenons comment fonctionnent vos activités, où elles sont sous pression et à quoi ressemble une bonne semaine pour votre équipe.`)
};

/**
* | output |
* | --- |
* | "Open shifts, missed shipments, overflowing storage. Before we suggest anything, we learn how your operation runs, where it is stretched and what a good week ..." |
*
* @param {About_Approach_Problem_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_approach_problem_text = /** @type {((inputs?: About_Approach_Problem_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Approach_Problem_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_approach_problem_text(inputs)
	return en_about_approach_problem_text(inputs)
});