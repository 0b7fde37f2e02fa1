import { existsSync } from 'fs';
import * as path from 'path';
import { INestApplication, Logger } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** Where `npm run build` puts the console (vite's outDir), beside the compiled apps in dist/. */
const CONSOLE_DIR = path.join(__dirname, '../../../../console');
const INDEX = path.join(CONSOLE_DIR, 'index.html');

/**
 * The web console: a single-page app served from the api's own origin at /console, so that it
 * calls the API without CORS. Its responses forbid inline scripts and framing; every asset is
 * bundled, so nothing but this origin is allowed.
 */
export function serveConsole(app: INestApplication): void {
  if (!existsSync(INDEX)) {
    new Logger('Console').warn(`no console at ${CONSOLE_DIR}: run npm run build`);
    return;
  }
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // Served over plain HTTP on a developer's machine too; TLS is the operator's proxy's to announce.
    strictTransportSecurity: false,
  });
  // Hashed asset names change with their content: cached for good. index.html never is.
  const assets = express.static(CONSOLE_DIR, {
    index: false,
    setHeaders: (res, file) =>
      res.setHeader(
        'Cache-Control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });
  // Any other path under /console is a page of the app: its router reads the path.
  const page = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (path.extname(req.path)) return next(); // a missing asset is a 404, not the page
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(INDEX);
  };
  app.use('/console', headers, assets, page);
}
