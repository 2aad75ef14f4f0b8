import { BlogListNotFound } from "@/components/blog/blog-list-not-found";

export default BlogListNotFound;
