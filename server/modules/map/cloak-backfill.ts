import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { sql } from 'drizzle-orm';
import { cloakPoint } from './cloak';

const BATCH = 1000;

interface Home {
  id: number;
  latitude: number;
  longitude: number;
}

/**
 * Cloaks every stored home that has no cloaked point yet (homes stored before migration 0013,
 * or rows written by hand), which also puts their listings back on the map through the
 * migration's trigger. Run at start-up after the migrations. Idempotent, and safe when several
 * processes start together: each batch locks its rows and skips those another process holds,
 * so a home changed meanwhile is never cloaked from a stale point. Answers how many it cloaked.
 */
export async function cloakStoredHomes(db: Db, key: Buffer): Promise<number> {
  let cloaked = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const homes = await rowsOf<Home>(
        tx,
        sql`select id, latitude, longitude from users
          where latitude is not null and longitude is not null
            and (cloaked_latitude is null or cloaked_longitude is null)
          order by id limit ${BATCH}::int
          for update skip locked`,
      );
      if (!homes.length) return 0;
      const points = homes.map((home) => ({ id: home.id, ...cloakPoint(key, home) }));
      await tx.execute(sql`update users u
        set cloaked_latitude = p.latitude, cloaked_longitude = p.longitude
        from json_to_recordset(${JSON.stringify(points)}::json)
          as p(id int, latitude float8, longitude float8)
        where u.id = p.id`);
      return homes.length;
    });
    cloaked += done;
    if (done < BATCH) return cloaked;
  }
}
