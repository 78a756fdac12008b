// A product's photo at a fixed size, loaded lazily; a neutral placeholder without photo or when it fails to load.
import { memo, useState } from "react";
import { PictureOutlined } from "@ant-design/icons";

export const ProductThumb = memo(function ProductThumb({ picture, size }: { picture: string | null; size: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (!picture || failed === picture) {
    return (
      <span className="pl-thumb pl-thumb--empty" style={style} aria-hidden>
        <PictureOutlined />
      </span>
    );
  }
  // The name stands next to the photo, so the image itself is decorative (empty alt).
  return <img className="pl-thumb" src={picture} alt="" width={size} height={size} loading="lazy" decoding="async" style={style} onError={() => setFailed(picture)} />;
});
