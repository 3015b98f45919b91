// Mount point owned by the console-pages work; replaced when that screen is built.
export default function ConsumePage() {
  return null;
}
