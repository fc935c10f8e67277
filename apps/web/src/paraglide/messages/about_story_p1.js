/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, founded: NonNullable<unknown> }} About_Story_P1Inputs */

const en_about_story_p1 = /** @type {(inputs: About_Story_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} was founded in ${i?.founded} in Mississauga, Ontario, by a small team of recruiters and logistics people who kept seeing the same thing: good local businesses losing orders because they could not find reliable people, and hard-working people who could not find steady work.`)
};

const fr_about_story_p1 = /** @type {(inputs: About_Story_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a été fondée en ${i?.founded} à Mississauga, en Ontario, par une petite équipe de recruteurs et de gens de la logistique qui constataient toujours la même chose : de bonnes entreprises locales perdaient des commandes faute de trouver des gens fiables, et des personnes travaillantes ne trouvaient pas d’emploi stable.`)
};

/**
* | output |
* | --- |
* | "{name} was founded in {founded} in Mississauga, Ontario, by a small team of recruiters and logistics people who kept seeing the same thing: good local busine..." |
*
* @param {About_Story_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_story_p1 = /** @type {((inputs: About_Story_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_story_p1(inputs)
	return en_about_story_p1(inputs)
});