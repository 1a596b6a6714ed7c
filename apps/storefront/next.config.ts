import type { NextConfig } from 'next';

/** Image sizes and quality from the storefront spec (§9). */
const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    remotePatterns: [
      { protocol: 'http', hostname: '127.0.0.1', port: '4000' },
      { protocol: 'http', hostname: 'localhost', port: '4000' },
    ],
  },
};

export default config;
