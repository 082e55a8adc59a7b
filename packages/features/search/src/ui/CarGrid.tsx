import { Image } from '@forecourt/ui-kit';
import { Link } from 'react-router';
import type { CarCardData } from '../car-card.ts';

/** A car in a list: photo, title (the link), price and key details. */
export function CarCard({ car, headingLevel = 3 }: { car: CarCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="car-card">
      {/* No photo: the kit's designed image-not-found picture, never an empty box (site-wide §8). */}
      <Image className="car-card__image" src={car.image?.src} alt="" width={600} height={400} />
      <Heading className="car-card__title">
        <Link to={car.path}>{car.title}</Link>
      </Heading>
      <p className="car-card__price">
        {car.priceText}
        {car.priceType ? <span className="car-card__price-type"> {car.priceType}</span> : null}
      </p>
      {car.details.length ? (
        <ul className="car-card__details" aria-label="Key details">
          {car.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      {car.location ? <p className="car-card__location">{car.location}</p> : null}
    </article>
  );
}

/** A grid of car cards. */
export function CarGrid({ cars, headingLevel }: { cars: CarCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="car-grid">
      {cars.map((car) => (
        <li key={car.id}>
          <CarCard car={car} {...(headingLevel ? { headingLevel } : {})} />
        </li>
      ))}
    </ul>
  );
}
